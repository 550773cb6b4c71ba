//! `mathchess host` and `mathchess join`: a game against another device on
//! the same network (`docs/nearby.md`), at the terminal as `play` plays. The
//! terminal waits while the other device is to move; each move it sends is
//! checked by this side's own core.

use std::{
    fs,
    io::{self, IsTerminal},
    net::{Ipv4Addr, SocketAddrV4},
    process::ExitCode,
};

use mathchess::{
    link::{local_address, JoinCode, Link, Timings},
    record::{Envelope, GameKind},
    session::{CaptureTheFlag, GameSession, MathChess, Mode, NearbyError, SessionError},
    Side,
};

use super::{render::Painter, table::TableGame, SessionTable, Terminal};
use crate::args::{GameArg, RulesArgs, Usage};

/// `host [--game GAME] [--rules PRESET] [--side SIDE] [--address IP] [--save FILE [--resume]]`.
#[derive(Debug, clap::Args)]
pub struct HostArgs {
    #[command(flatten)]
    game: GameArg,
    #[command(flatten)]
    rules: RulesArgs,
    /// The side you play [default: blue]; the other device plays the other
    #[arg(long, value_name = "SIDE")]
    side: Option<Side>,
    /// Listen at this IPv4 address [default: this device's address on its
    /// network]; 127.0.0.1 lets only this machine join
    #[arg(long, value_name = "IP")]
    address: Option<Ipv4Addr>,
    #[command(flatten)]
    file: GameFile,
    /// No colours (also when NO_COLOR is set or stdout is not a terminal)
    #[arg(long)]
    no_color: bool,
}

/// `join CODE [--save FILE]`, or `join --save FILE --resume`.
#[derive(Debug, clap::Args)]
pub struct JoinArgs {
    /// The code the host shows, such as R0MA-0Q2F-H2XP-3K7C
    #[arg(value_name = "CODE", required_unless_present = "resume")]
    code: Option<String>,
    #[command(flatten)]
    file: GameFile,
    /// No colours (also when NO_COLOR is set or stdout is not a terminal)
    #[arg(long)]
    no_color: bool,
}

/// Where the game is kept after every change, and whether to go on with it.
#[derive(Debug, clap::Args)]
struct GameFile {
    /// Save the game to FILE after every change
    #[arg(long, value_name = "FILE")]
    save: Option<String>,
    /// Go on with the game in the --save file: host again at its code, or
    /// join it again
    #[arg(long, requires = "save")]
    resume: bool,
}

impl GameFile {
    /// The game saved in the file, of whichever game it holds, with its
    /// link made again.
    fn resumed(&self) -> Result<Option<Resumed>, Usage> {
        let Some(file) = self.save.as_ref().filter(|_| self.resume) else {
            return Ok(None);
        };
        let json =
            fs::read_to_string(file).map_err(|e| Usage(format!("cannot read {file}: {e}")))?;
        Ok(Some(match Envelope::from_json(&json)?.game {
            GameKind::MathChess => Resumed::MathChess(reopened(&json)?),
            GameKind::CaptureTheFlag => Resumed::CaptureTheFlag(reopened(&json)?),
        }))
    }
}

/// A game of either kind, hosted, joined or resumed.
enum Resumed {
    MathChess(GameSession<MathChess>),
    CaptureTheFlag(GameSession<CaptureTheFlag>),
}

fn reopened<G: TableGame>(json: &str) -> Result<GameSession<G>, Usage> {
    let mut session = GameSession::<G>::restore(json, Mode::TwoPlayers)?;
    session.reopen_link(Timings::default())?;
    Ok(session)
}

/// Hosts a game and plays it.
pub fn host(args: &HostArgs) -> Result<ExitCode, Usage> {
    let painter = Painter::for_stdout(args.no_color);
    let save = args.file.save.clone();
    if let Some(resumed) = args.file.resumed()? {
        return play_resumed(resumed, painter, save, false);
    }
    let ip = match args.address {
        Some(ip) => ip,
        None => local_address()
            .ok_or_else(|| Usage("this device is on no network: give --address".into()))?,
    };
    let address = SocketAddrV4::new(ip, 0);
    let side = args.side.unwrap_or(Side::Blue);
    let hosted = if args.game.is_flag() {
        let rules = args.rules.flag_rules()?;
        Resumed::CaptureTheFlag(hosting(GameSession::host(
            rules,
            side,
            address,
            Timings::default(),
        ))?)
    } else {
        let rules = args.rules.rules();
        Resumed::MathChess(hosting(GameSession::host(
            rules,
            side,
            address,
            Timings::default(),
        ))?)
    };
    play_resumed(hosted, painter, save, false)
}

fn hosting<G: TableGame>(
    hosted: Result<GameSession<G>, SessionError>,
) -> Result<GameSession<G>, Usage> {
    let session = hosted?;
    if let Some(nearby) = session.snapshot().nearby {
        println!(
            "Hosting {}: the other player types   mathchess join {}",
            G::TITLE,
            nearby.code
        );
    }
    Ok(session)
}

/// Joins a game (or joins again a saved one) and plays it.
pub fn join(args: &JoinArgs) -> Result<ExitCode, Usage> {
    let painter = Painter::for_stdout(args.no_color);
    let save = args.file.save.clone();
    if let Some(resumed) = args.file.resumed()? {
        return play_resumed(resumed, painter, save, true);
    }
    let code: JoinCode = args.code.as_deref().unwrap_or_default().parse()?;
    let (link, welcome) = Link::join(code, None, Timings::default())
        .map_err(|error| Usage(format!("cannot join: {error}")))?;
    let joined = match welcome.game {
        GameKind::MathChess => Resumed::MathChess(GameSession::joined(link, welcome)?),
        GameKind::CaptureTheFlag => Resumed::CaptureTheFlag(GameSession::joined(link, welcome)?),
    };
    play_resumed(joined, painter, save, false)
}

fn play_resumed(
    game: Resumed,
    painter: Painter,
    save: Option<String>,
    rejoin: bool,
) -> Result<ExitCode, Usage> {
    match game {
        Resumed::MathChess(session) => play(session, painter, save, rejoin),
        Resumed::CaptureTheFlag(session) => play(session, painter, save, rejoin),
    }
}

/// Plays `session` at the terminal, joining again first if `rejoin`.
fn play<G: TableGame>(
    mut session: GameSession<G>,
    painter: Painter,
    save: Option<String>,
    rejoin: bool,
) -> Result<ExitCode, Usage> {
    if rejoin {
        if let Err(error) = rejoined(&mut session) {
            eprintln!("mathchess: cannot join again yet ({error}): type rejoin to try again");
        }
    }
    let interactive = io::stdin().is_terminal();
    let mut terminal = Terminal::new(SessionTable::new(session, painter), interactive);
    terminal.autosave_to(save);
    terminal.run_typed()?;
    Ok(ExitCode::SUCCESS)
}

/// Joins the game again with the code it was joined with.
pub(super) fn rejoined<G: TableGame>(session: &mut GameSession<G>) -> Result<(), SessionError> {
    let (link, resume) = session.rejoin_request()?;
    let welcome = link
        .rejoin(Some(resume))
        .map_err(|error| SessionError::Nearby(NearbyError::from(error)))?;
    session.rejoined(welcome)
}
