//! The principal line: the best line found from each ply of the current
//! path, in fixed storage (a triangular table, as in most chess engines).

use arrayvec::ArrayVec;

use super::MAX_PLY;

/// The best line from each ply, each at most [`MAX_PLY`] + 1 moves.
pub(super) struct PrincipalLines<M> {
    lines: Box<[ArrayVec<M, { MAX_PLY + 1 }>; MAX_PLY + 1]>,
}

impl<M: Copy> PrincipalLines<M> {
    pub(super) fn new() -> PrincipalLines<M> {
        PrincipalLines {
            lines: Box::new(std::array::from_fn(|_| ArrayVec::new())),
        }
    }

    /// Nothing found yet from `ply`.
    #[inline]
    pub(super) fn clear(&mut self, ply: usize) {
        self.lines[ply].clear();
    }

    /// `m` is the best move at `ply`: its line is `m` and the line found
    /// after it, from `ply + 1`.
    #[inline]
    pub(super) fn update(&mut self, ply: usize, m: M) {
        let (head, tail) = self.lines.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        // A line from `ply + 1` is at most `MAX_PLY - ply` moves: it fits.
        line.extend(tail[0].iter().copied());
    }

    /// The line from `ply`.
    pub(super) fn line(&self, ply: usize) -> &[M] {
        &self.lines[ply]
    }
}
