"""check_traps.py: no exported call of the bindings can trap an app, and the
check finds one that could."""

import unittest

import check_traps

GUARD = '''
pub(crate) fn guard<T>(call: impl FnOnce() -> Result<T, FfiError>) -> Result<T, FfiError> {
    catch_panic(call).unwrap_or_else(|detail| Err(FfiError::Internal { detail }))
}
'''


def problems(source, cannot_panic=None):
    return check_traps.problems({"lib.rs": GUARD + source}, cannot_panic or {})


def names(found):
    """The calls named by the lines of `problems`."""
    return [line.split(": ")[1].split(" ")[0] for line in found]


class TheBindings(unittest.TestCase):
    def test_no_exported_call_can_trap(self):
        found = check_traps.problems(check_traps.read_sources(), check_traps.CANNOT_PANIC)
        self.assertEqual(found, [], "\n" + "\n".join(found))


class TheCheck(unittest.TestCase):
    def test_a_call_without_a_result_is_listed_unless_reviewed(self):
        source = '''
#[uniffi::export]
pub fn levels() -> u8 { 3 }

#[uniffi::export]
impl Job {
    pub fn cancel(&self) { self.flag.store(true, Ordering::Relaxed); }
    /// A doc comment.
    #[uniffi::constructor]
    pub fn new() -> Arc<Job> { Arc::new(Job::default()) }
}
'''
        found = problems(source)
        self.assertEqual(names(found), ["levels", "Job.cancel", "Job.new"], found)
        self.assertIn("lib.rs:7: levels returns no Result", found[0])
        reviewed = {"levels": "a constant", "Job.cancel": "an atomic store",
                    "Job.new": "a default"}
        self.assertEqual(problems(source, reviewed), [])

    def test_a_result_must_come_through_the_guard(self):
        source = '''
#[uniffi::export]
impl Session {
    pub fn direct(&self) -> Result<u8, FfiError> { Ok(self.core.call()?) }
    pub fn after(&self, x: u8) -> Result<u8, crate::FfiError> {
        let rules = Rules::try_from(x)?;
        guard(|| Ok(rules.count()))
    }
    pub fn guarded(&self) -> Result<u8, FfiError> {
        guard(|| { let n = self.lock().count(); Ok(n) })
    }
    pub fn through(&self) -> Result<u8, FfiError> { self.0.act(|s| s.tap()) }
    pub fn unguarded(&self) -> Result<u8, FfiError> { self.plain() }
    pub fn looping(&self) -> Result<u8, FfiError> { self.again() }
}

impl Session {
    fn act(&self, f: impl FnOnce(&mut Core) -> Result<(), E>) -> Result<u8, FfiError> {
        fn inner() {}
        error::guard(|| { f(&mut self.lock())?; Ok(1) })
    }
    fn plain(&self) -> Result<u8, FfiError> { Ok(1) }
    fn again(&self) -> Result<u8, FfiError> { self.again() }
}
'''
        self.assertEqual(names(problems(source)),
                         ["Session.direct", "Session.after", "Session.unguarded", "Session.looping"])

    def test_a_reviewed_call_that_throws_or_is_gone_is_listed(self):
        source = '''
#[uniffi::export]
pub fn checked() -> Result<u8, FfiError> { guard(|| Ok(1)) }
'''
        found = problems(source, {"checked": "?", "gone": "?"})
        self.assertEqual(len(found), 2, found)
        self.assertIn("checked returns a Result: take it off CANNOT_PANIC", found[0])
        self.assertIn("CANNOT_PANIC lists gone", found[1])

    def test_comments_strings_and_tests_are_no_code(self):
        source = r'''
/* #[uniffi::export] pub fn in_a_comment() -> u8 { 1 } /* nested } */ */
// #[uniffi::export] fn in_a_line_comment() {
const TEXT: &str = "#[uniffi::export] pub fn in_a_string() { \" }";
const RAW: &str = r#"}" #[uniffi::export] fn raw() {"#;
fn brace<'a>(s: &'a str) -> char { if s.is_empty() { '{' } else { '\'' } }

#[uniffi::export]
pub fn found<'a>() -> Vec<u8> { vec![b'}'] }

#[cfg(test)]
mod tests {
    #[uniffi::export]
    pub fn in_the_tests() -> u8 { 1 }
}
'''
        self.assertEqual(names(problems(source)), ["found"])


if __name__ == "__main__":
    unittest.main()
