//! JSON of a JavaScript value, read without running page code: for reports, which must
//! not call anything a page can replace (`toJSON`, getters, proxies' traps, built-ins).
//!
//! Only data is read: primitives, arrays and objects by their own enumerable data
//! properties (accessors are skipped, proxies are `null`), dates as ISO strings — what
//! `JSON.stringify` gives for the values structured cloning makes, minus anything that
//! would run code. Cycles and nesting deeper than [`MAX_DEPTH`] become `null`.
use serde_json::{Map, Number, Value};

/// How deep objects nest before the rest is `null`.
pub const MAX_DEPTH: usize = 64;

/// `value` as JSON (`undefined` and symbols as `null`).
pub fn to_json(scope: &mut v8::PinScope<'_, '_>, value: v8::Local<'_, v8::Value>) -> Value {
    let mut path = Vec::new();
    convert(scope, value, &mut path)
}

/// An own data property of `object` (never a getter's result), if there is one.
pub fn own_data<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    object: v8::Local<'s, v8::Object>,
    key: v8::Local<'s, v8::Value>,
) -> Option<v8::Local<'s, v8::Value>> {
    if object.is_proxy() {
        return None;
    }
    let key = key.to_string(scope)?;
    let descriptor = object.get_own_property_descriptor(scope, key.into())?;
    let descriptor = descriptor.to_object(scope)?;
    // The descriptor is a fresh ordinary object: an accessor's has `get`, a data
    // property's has `value` (both own properties, so no lookup reaches a prototype).
    let value_key = v8::String::new(scope, "value")?;
    if !descriptor.has_own_property(scope, value_key.into())? {
        return None;
    }
    descriptor.get(scope, value_key.into())
}

/// [`own_data`] by name.
pub fn own_named<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    object: v8::Local<'s, v8::Object>,
    name: &str,
) -> Option<v8::Local<'s, v8::Value>> {
    let key = v8::String::new(scope, name)?;
    own_data(scope, object, key.into())
}

fn convert(
    scope: &mut v8::PinScope<'_, '_>,
    value: v8::Local<'_, v8::Value>,
    path: &mut Vec<v8::Global<v8::Object>>,
) -> Value {
    if value.is_null_or_undefined() || value.is_symbol() {
        return Value::Null;
    }
    if value.is_boolean() {
        return Value::Bool(value.is_true());
    }
    if value.is_number() {
        return value.to_number(scope).map_or(Value::Null, |n| number(n.value()));
    }
    if value.is_string() {
        return Value::String(value.to_rust_string_lossy(scope));
    }
    if value.is_big_int() {
        return value.to_big_int(scope).map_or(Value::Null, |b| Value::String(bigint_string(b)));
    }
    if value.is_date() {
        let date = value.cast::<v8::Date>();
        return iso_date(date.value_of()).map_or(Value::Null, Value::String);
    }
    if value.is_proxy() || !value.is_object() || path.len() >= MAX_DEPTH {
        return Value::Null;
    }
    let Some(object) = value.to_object(scope) else { return Value::Null };
    if path.iter().any(|seen| v8::Local::new(scope, seen) == object) {
        return Value::Null;
    }
    path.push(v8::Global::new(scope, object));
    let json = if value.is_array() {
        let length = value.cast::<v8::Array>().length();
        let mut items = Vec::with_capacity(length.min(1 << 16) as usize);
        for index in 0..length {
            let key = v8::Integer::new_from_unsigned(scope, index).into();
            let item = own_data(scope, object, key);
            items.push(item.map_or(Value::Null, |item| convert(scope, item, path)));
        }
        Value::Array(items)
    } else {
        let mut members = Map::new();
        let args = v8::GetPropertyNamesArgs {
            mode: v8::KeyCollectionMode::OwnOnly,
            property_filter: v8::PropertyFilter::ONLY_ENUMERABLE | v8::PropertyFilter::SKIP_SYMBOLS,
            index_filter: v8::IndexFilter::IncludeIndices,
            key_conversion: v8::KeyConversionMode::ConvertToString,
        };
        if let Some(keys) = object.get_own_property_names(scope, args) {
            for index in 0..keys.length() {
                let Some(key) = keys.get_index(scope, index) else { continue };
                let Some(item) = own_data(scope, object, key) else { continue };
                // JSON.stringify leaves out undefined members.
                if item.is_undefined() || item.is_symbol() {
                    continue;
                }
                let name = key.to_rust_string_lossy(scope);
                members.insert(name, convert(scope, item, path));
            }
        }
        Value::Object(members)
    };
    path.pop();
    json
}

/// A number as JSON writes it: integers without a fraction, NaN and infinities as null.
fn number(value: f64) -> Value {
    if value.fract() == 0.0 && value.abs() < 9.007_199_254_740_992e15 {
        return Value::Number(Number::from(value as i64));
    }
    Number::from_f64(value).map_or(Value::Null, Value::Number)
}

fn bigint_string(value: v8::Local<v8::BigInt>) -> String {
    let (words_needed, mut words) = (value.word_count(), Vec::new());
    words.resize(words_needed, 0u64);
    let (negative, words) = value.to_words_array(&mut words);
    // Decimal digits by repeated division of the little-endian words.
    let mut words: Vec<u64> = words.to_vec();
    let mut digits = Vec::new();
    while words.iter().any(|w| *w != 0) {
        let mut remainder: u128 = 0;
        for word in words.iter_mut().rev() {
            let current = (remainder << 64) | u128::from(*word);
            *word = (current / 10) as u64;
            remainder = current % 10;
        }
        digits.push(b'0' + remainder as u8);
    }
    if digits.is_empty() {
        digits.push(b'0');
    }
    if negative {
        digits.push(b'-');
    }
    digits.reverse();
    String::from_utf8_lossy(&digits).into_owned()
}

/// `Date.prototype.toISOString` of a time value (ms since the epoch); `None` for an
/// invalid date (JSON gives `null`).
pub fn iso_date(ms: f64) -> Option<String> {
    if !ms.is_finite() || ms.abs() > 8.64e15 {
        return None;
    }
    let ms = ms as i64;
    let (days, in_day) = (ms.div_euclid(86_400_000), ms.rem_euclid(86_400_000));
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let (h, m, s, milli) = (in_day / 3_600_000, in_day / 60_000 % 60, in_day / 1000 % 60, in_day % 1000);
    let year = if (0..=9999).contains(&year) { format!("{year:04}") } else { format!("{year:+07}") };
    Some(format!("{year}-{month:02}-{day:02}T{h:02}:{m:02}:{s:02}.{milli:03}Z"))
}
