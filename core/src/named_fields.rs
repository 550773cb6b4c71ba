//! JSON read into a typed value, with errors as data: the path of the
//! field at fault (`rules.first`), what the type expected there and what
//! the document holds instead; [`FieldProblem`]'s words are made from them.
//!
//! The document is read through a deserializer of its own over
//! [`serde_json::Value`]: each `deserialize_*` call says what the type asks
//! for (a string, a whole number, a list, one of some names …), so a value
//! of the wrong kind is found before any visitor sees it, and an error
//! coming out of a field or an item takes that field's name or item's index
//! on its way up.

use std::fmt;

use serde::{
    de::{
        self, value::BorrowedStrDeserializer, DeserializeOwned, DeserializeSeed, Expected,
        MapAccess, SeqAccess, Unexpected, Visitor,
    },
    forward_to_deserialize_any, Deserializer,
};
use serde_json::Value;

/// A field that does not fit, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FieldError {
    /// `rules.first`, `moves[2]`; empty for the document as a whole.
    pub(crate) path: String,
    pub(crate) problem: FieldProblem,
}

/// What is wrong with a field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FieldProblem {
    /// A value of another kind or out of range: `expected a string, found
    /// the number 1`.
    #[error("expected {}, found {found}", expected.words(*or_null, found))]
    Expected {
        expected: Kind,
        /// May the field be null (or left out)?
        or_null: bool,
        found: Found,
    },
    /// An entry the object must have is missing.
    #[error("missing entry \"{0}\"")]
    Missing(&'static str),
    /// An entry the object does not have.
    #[error("unknown entry \"{0}\"")]
    Unknown(String),
    /// The value's own check refused it, in that check's words (a points
    /// target out of range).
    #[error("{0}")]
    Refused(String),
}

/// What a field takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Bool,
    /// A whole number from 0 to `max`.
    WholeNumber {
        max: u64,
    },
    String,
    List,
    Object,
    /// One of these names.
    OneOf(&'static [&'static str]),
}

impl Kind {
    /// What is expected, in words, with null too if `or_null`, in answer
    /// to `found`: a whole number's largest value is said when `found` is
    /// a larger one.
    fn words(self, or_null: bool, found: &Found) -> String {
        let mut choices: Vec<String> = match self {
            Kind::Bool => vec!["true or false".into()],
            Kind::WholeNumber { max } => match found {
                Found::Number(n) if n.parse::<u64>().is_ok_and(|n| n > max) => {
                    vec![format!("a whole number up to {max}")]
                }
                Found::TooLarge => vec![format!("a whole number up to {max}")],
                _ => vec!["a whole number".into()],
            },
            Kind::String => vec!["a string".into()],
            Kind::List => vec!["a list".into()],
            Kind::Object => vec!["an object".into()],
            Kind::OneOf(names) => names.iter().map(|name| format!("\"{name}\"")).collect(),
        };
        if or_null {
            choices.push("null".into());
        }
        match choices.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

/// What a field holds instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    Null,
    Bool(bool),
    /// The number as the document writes it.
    Number(String),
    /// A whole number beyond what any field holds, which JSON reads
    /// inexactly (`1e+26` for 100000000000000000000000000): not printed.
    TooLarge,
    String(String),
    List,
    Object,
}

impl Found {
    fn of(value: &Value) -> Found {
        match value {
            Value::Null => Found::Null,
            Value::Bool(b) => Found::Bool(*b),
            Value::Number(n) if n.is_f64() && n.as_f64().is_some_and(|f| f.abs() > 1.8e19) => {
                Found::TooLarge
            }
            Value::Number(n) => Found::Number(n.to_string()),
            Value::String(s) => Found::String(s.clone()),
            Value::Array(_) => Found::List,
            Value::Object(_) => Found::Object,
        }
    }
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Null => f.write_str("null"),
            Found::Bool(b) => write!(f, "{b}"),
            Found::Number(n) => write!(f, "the number {n}"),
            Found::TooLarge => f.write_str("a number too large"),
            Found::String(s) => write!(f, "the text \"{s}\""),
            Found::List => f.write_str("a list"),
            Found::Object => f.write_str("an object"),
        }
    }
}

/// A byte checked on its way in, read and written as the byte itself
/// (`#[serde(try_from = "u8", into = "u8")]`): `TryFrom<u8>` through the
/// type's `new`, and the byte back from its one field.
macro_rules! checked_byte {
    ($type:ident, $error:ty) => {
        impl TryFrom<u8> for $type {
            type Error = $error;
            fn try_from(byte: u8) -> Result<$type, $error> {
                $type::new(byte)
            }
        }

        impl From<$type> for u8 {
            fn from(value: $type) -> u8 {
                value.0
            }
        }
    };
}

pub(crate) use checked_byte;

/// Reads a `T` from `input`, naming the field at fault.
pub(crate) fn from_value<T: DeserializeOwned>(input: &Value) -> Result<T, FieldError> {
    T::deserialize(Field::new(input)).map_err(|Error { path, problem }| {
        let mut text = String::new();
        for step in path.iter().rev() {
            match step {
                Step::Key(key) if text.is_empty() => text.push_str(key),
                Step::Key(key) => {
                    text.push('.');
                    text.push_str(key);
                }
                Step::Index(i) => text.push_str(&format!("[{i}]")),
            }
        }
        FieldError {
            path: text,
            problem,
        }
    })
}

/// One step into a JSON value: an object's key or a list's index.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

/// The deserializer's error: the problem, and the steps to its field,
/// innermost first (each field adds its own on the way out).
#[derive(Debug)]
struct Error {
    path: Vec<Step>,
    problem: FieldProblem,
}

impl Error {
    fn new(problem: FieldProblem) -> Error {
        Error {
            path: Vec::new(),
            problem,
        }
    }

    fn within(mut self, step: Step) -> Error {
        self.path.push(step);
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.problem.fmt(f)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    /// The words of a type's own check (`TryFrom`).
    fn custom<T: fmt::Display>(message: T) -> Error {
        Error::new(FieldProblem::Refused(message.to_string()))
    }

    fn invalid_type(found: Unexpected<'_>, _: &dyn Expected) -> Error {
        Error::new(FieldProblem::Refused(found_words(found)))
    }

    fn invalid_value(found: Unexpected<'_>, _: &dyn Expected) -> Error {
        Error::new(FieldProblem::Refused(found_words(found)))
    }

    fn unknown_variant(found: &str, expected: &'static [&'static str]) -> Error {
        Error::new(FieldProblem::Expected {
            expected: Kind::OneOf(expected),
            or_null: false,
            found: Found::String(found.to_owned()),
        })
    }

    fn unknown_field(field: &str, _: &'static [&'static str]) -> Error {
        Error::new(FieldProblem::Unknown(field.to_owned()))
    }

    fn missing_field(field: &'static str) -> Error {
        Error::new(FieldProblem::Missing(field))
    }
}

/// A value no `deserialize_*` call of ours lets through to a visitor that
/// refuses it; should a type's own visitor refuse one, its words are these.
fn found_words(found: Unexpected<'_>) -> String {
    let found = match found {
        Unexpected::Bool(b) => Found::Bool(b),
        Unexpected::Unsigned(n) => Found::Number(n.to_string()),
        Unexpected::Signed(n) => Found::Number(n.to_string()),
        Unexpected::Float(n) => Found::Number(n.to_string()),
        Unexpected::Str(s) => Found::String(s.to_owned()),
        Unexpected::Unit => Found::Null,
        Unexpected::Seq => Found::List,
        Unexpected::Map => Found::Object,
        _ => return "a value that does not fit here".to_owned(),
    };
    format!("{found} does not fit here")
}

/// The deserializer of one field's value.
#[derive(Clone, Copy, Debug)]
struct Field<'de> {
    value: &'de Value,
    /// Inside an `Option`: null would do.
    or_null: bool,
}

impl<'de> Field<'de> {
    fn new(value: &'de Value) -> Field<'de> {
        Field {
            value,
            or_null: false,
        }
    }

    fn expected(self, expected: Kind) -> Error {
        Error::new(FieldProblem::Expected {
            expected,
            or_null: self.or_null,
            found: Found::of(self.value),
        })
    }

    /// The value as a whole number up to `max`.
    fn whole_number(self, max: u64) -> Result<u64, Error> {
        self.value
            .as_u64()
            .filter(|&n| n <= max)
            .ok_or_else(|| self.expected(Kind::WholeNumber { max }))
    }
}

macro_rules! whole_number {
    ($($method:ident: $type:ty => $visit:ident),*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            let n = self.whole_number(u64::from(<$type>::MAX))?;
            visitor.$visit(n as $type)
        }
    )*};
}

impl<'de> Deserializer<'de> for Field<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), _, _) => visitor.visit_u64(u),
                (_, Some(i), _) => visitor.visit_i64(i),
                (_, _, f) => visitor.visit_f64(f.unwrap_or(f64::NAN)),
            },
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(_) => self.deserialize_seq(visitor),
            Value::Object(_) => self.deserialize_map(visitor),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Bool(b) => visitor.visit_bool(*b),
            _ => Err(self.expected(Kind::Bool)),
        }
    }

    whole_number!(
        deserialize_u8: u8 => visit_u8,
        deserialize_u16: u16 => visit_u16,
        deserialize_u32: u32 => visit_u32,
        deserialize_u64: u64 => visit_u64
    );

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::String(s) => visitor.visit_borrowed_str(s),
            _ => Err(self.expected(Kind::String)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(Field {
                or_null: true,
                ..self
            }),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Array(items) => visitor.visit_seq(Items {
                items: items.iter().enumerate(),
            }),
            _ => Err(self.expected(Kind::List)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Object(entries) => visitor.visit_map(Entries {
                entries: entries.iter(),
                value: None,
            }),
            _ => Err(self.expected(Kind::Object)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    /// Enums of names only (`"blue"`), as the record's are.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.value {
            Value::String(name) if variants.contains(&name.as_str()) => {
                visitor.visit_enum(BorrowedStrDeserializer::new(name))
            }
            _ => Err(self.expected(Kind::OneOf(variants))),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u128 f32 f64 char bytes byte_buf unit unit_struct
        tuple tuple_struct
    }
}

/// A list's items, each deserialized as a [`Field`] that names its index.
struct Items<'de> {
    items: std::iter::Enumerate<std::slice::Iter<'de, Value>>,
}

impl<'de> SeqAccess<'de> for Items<'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        let Some((i, item)) = self.items.next() else {
            return Ok(None);
        };
        seed.deserialize(Field::new(item))
            .map(Some)
            .map_err(|e| e.within(Step::Index(i)))
    }
}

/// An object's entries; each value is deserialized as a [`Field`] that names its key.
struct Entries<'de> {
    entries: serde_json::map::Iter<'de>,
    /// The entry whose key was just read.
    value: Option<(&'de String, &'de Value)>,
}

impl<'de> MapAccess<'de> for Entries<'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        let Some((key, value)) = self.entries.next() else {
            return Ok(None);
        };
        self.value = Some((key, value));
        seed.deserialize(BorrowedStrDeserializer::new(key))
            .map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        let (key, value) = self
            .value
            .take()
            .ok_or_else(|| Error::new(FieldProblem::Refused("a value without its key".into())))?;
        seed.deserialize(Field::new(value))
            .map_err(|e| e.within(Step::Key(key.clone())))
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::*;

    // Read only through their errors.
    #[allow(dead_code)]
    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Inner {
        n: u8,
    }

    #[allow(dead_code)]
    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum Colour {
        Blue,
        Red,
    }

    #[allow(dead_code)]
    #[derive(Debug, Deserialize)]
    struct Outer {
        inner: Inner,
        items: Vec<Inner>,
        note: Option<String>,
        colour: Colour,
    }

    fn error(input: Value) -> String {
        let e = from_value::<Outer>(&input).unwrap_err();
        format!("{} | {}", e.path, e.problem)
    }

    fn good() -> Value {
        json!({"inner": {"n": 3}, "items": [{"n": 4}, {"n": 5}], "note": null, "colour": "red"})
    }

    #[test]
    fn names_the_deepest_field_at_fault() {
        assert!(from_value::<Outer>(&good()).is_ok());
        let mut input = good();
        input["inner"]["n"] = json!("3");
        assert_eq!(
            error(input),
            "inner.n | expected a whole number, found the text \"3\""
        );
        let mut input = good();
        input["items"][1]["n"] = json!(300);
        assert_eq!(
            error(input),
            "items[1].n | expected a whole number up to 255, found the number 300"
        );
        // Too large to read exactly: not printed as JSON reads it (1e+26).
        let mut input = good();
        input["items"][1]["n"] = serde_json::from_str("100000000000000000000000000").unwrap();
        assert_eq!(
            error(input),
            "items[1].n | expected a whole number up to 255, found a number too large"
        );
        let mut input = good();
        input["note"] = json!(7);
        assert_eq!(
            error(input),
            "note | expected a string or null, found the number 7"
        );
        let mut input = good();
        input["colour"] = json!("green");
        assert_eq!(
            error(input),
            "colour | expected \"blue\" or \"red\", found the text \"green\""
        );
        let mut input = good();
        input["inner"]["m"] = json!(1);
        assert_eq!(error(input), "inner | unknown entry \"m\"");
        let mut input = good();
        input["inner"] = json!({});
        assert_eq!(error(input), "inner | missing entry \"n\"");
        assert_eq!(error(json!([])), " | expected an object, found a list");
        assert_eq!(
            error(json!({"inner": {"n": 1}})),
            " | missing entry \"items\""
        );
    }

    #[test]
    fn the_problem_is_data() {
        let mut input = good();
        input["items"][0] = json!(true);
        let e = from_value::<Outer>(&input).unwrap_err();
        assert_eq!(e.path, "items[0]");
        assert_eq!(
            e.problem,
            FieldProblem::Expected {
                expected: Kind::Object,
                or_null: false,
                found: Found::Bool(true)
            }
        );
    }

    #[test]
    fn choices_read_as_sentences() {
        let text = Found::Null;
        assert_eq!(Kind::OneOf(&["a"]).words(false, &text), "\"a\"");
        assert_eq!(
            Kind::OneOf(&["a", "b", "c"]).words(false, &text),
            "\"a\", \"b\" or \"c\""
        );
        assert_eq!(
            Kind::OneOf(&["a", "b"]).words(true, &text),
            "\"a\", \"b\" or null"
        );
        assert_eq!(Kind::String.words(true, &text), "a string or null");
        assert_eq!(Kind::Bool.words(false, &text), "true or false");
    }
}
