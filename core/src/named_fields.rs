//! JSON read into a typed value, with errors that name the field at fault
//! (`rules.first: expected a string`) instead of a line and column.
//!
//! When the input does not deserialize, each of its fields is put, one at a
//! time, into a *model*: a valid value of the same type with every field
//! filled. The first field that makes the model fail is at fault; inside
//! objects and lists the same is done one level down. So every field, today's
//! and any added later, is named with no code of its own, and the model's
//! value says what kind of value the field takes.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// A field that does not fit, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FieldError {
    /// `rules.first`, `moves[2]`; empty for the document as a whole.
    pub(crate) path: String,
    pub(crate) message: String,
}

/// One step into a JSON value: an object's key or a list's index.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

/// Reads a `T` from `input`, naming the field at fault against `model`, a
/// valid `T` as JSON with every optional field filled.
pub(crate) fn from_value<T: DeserializeOwned>(
    input: &Value,
    model: &Value,
) -> Result<T, FieldError> {
    T::deserialize(input).map_err(|error| locate::<T>(input, model, error))
}

/// Finds the deepest field of `input` that breaks the model, and says why.
fn locate<T: DeserializeOwned>(
    input: &Value,
    model: &Value,
    error: serde_json::Error,
) -> FieldError {
    let (mut path, mut here, mut error) = (Vec::new(), input, error);
    'descend: loop {
        for (step, child) in children(here) {
            path.push(step);
            if let Some(Err(child_error)) = in_model::<T>(model, &path, child) {
                (here, error) = (child, child_error);
                continue 'descend;
            }
            path.pop();
        }
        break;
    }
    let expected = at(model, &path).filter(|v| !v.is_null()).map(kind);
    let message = match expected {
        Some(expected) if expected != kind(here) => {
            let optional = matches!(in_model::<T>(model, &path, &Value::Null), Some(Ok(_)));
            let or_null = if optional { " or null" } else { "" };
            format!("expected {expected}{or_null}")
        }
        _ => error.to_string(),
    };
    FieldError {
        path: render(&path),
        message,
    }
}

fn children(value: &Value) -> Vec<(Step, &Value)> {
    match value {
        Value::Object(map) => map.iter().map(|(k, v)| (Step::Key(k.clone()), v)).collect(),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .map(|(i, v)| (Step::Index(i), v))
            .collect(),
        _ => Vec::new(),
    }
}

/// The model with `value` at `path`, read as a `T`; `None` if the model has
/// no place there.
fn in_model<T: DeserializeOwned>(
    model: &Value,
    path: &[Step],
    value: &Value,
) -> Option<Result<T, serde_json::Error>> {
    let mut candidate = model.clone();
    *slot(&mut candidate, path)? = value.clone();
    Some(T::deserialize(&candidate))
}

/// The place for `path` in `value`: a missing key is added; the items of a
/// list are alike, so its first item stands for any.
fn slot<'a>(value: &'a mut Value, path: &[Step]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |value, step| match step {
        Step::Key(key) => Some(
            value
                .as_object_mut()?
                .entry(key.clone())
                .or_insert(Value::Null),
        ),
        Step::Index(_) => value.as_array_mut()?.first_mut(),
    })
}

/// The value at `path` in `value`, as [`slot`] finds it.
fn at<'a>(value: &'a Value, path: &[Step]) -> Option<&'a Value> {
    path.iter().try_fold(value, |value, step| match step {
        Step::Key(key) => value.get(key),
        Step::Index(_) => value.get(0),
    })
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

fn render(path: &[Step]) -> String {
    let mut text = String::new();
    for step in path {
        match step {
            Step::Key(key) if text.is_empty() => text.push_str(key),
            Step::Key(key) => {
                text.push('.');
                text.push_str(key);
            }
            Step::Index(i) => text.push_str(&format!("[{i}]")),
        }
    }
    text
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
    struct Outer {
        inner: Inner,
        items: Vec<Inner>,
        note: Option<String>,
    }

    fn error(input: Value) -> String {
        let model = json!({"inner": {"n": 1}, "items": [{"n": 2}], "note": ""});
        let e = from_value::<Outer>(&input, &model).unwrap_err();
        format!("{} | {}", e.path, e.message)
    }

    #[test]
    fn names_the_deepest_field_at_fault() {
        let good = || json!({"inner": {"n": 3}, "items": [{"n": 4}, {"n": 5}], "note": null});
        let mut input = good();
        input["inner"]["n"] = json!("3");
        assert_eq!(error(input), "inner.n | expected a number");
        let mut input = good();
        input["items"][1]["n"] = json!(300);
        assert!(error(input).starts_with("items[1].n | invalid value: integer `300`"));
        let mut input = good();
        input["note"] = json!(7);
        assert_eq!(error(input), "note | expected a string or null");
        let mut input = good();
        input["inner"]["m"] = json!(1);
        assert!(error(input).starts_with("inner.m | unknown field `m`"));
        let mut input = good();
        input["inner"] = json!({});
        assert_eq!(error(input), "inner | missing field `n`");
        assert_eq!(error(json!([])), " | expected an object");
        assert_eq!(
            error(json!({"inner": {"n": 1}})),
            " | missing field `items`"
        );
    }
}
