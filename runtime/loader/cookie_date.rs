//! The [cookie-date](https://www.rfc-editor.org/rfc/rfc6265#section-5.1.1) an `Expires`
//! attribute holds, parsed as RFC 6265 5.1.1 does: servers send dates in many shapes
//! (wptserve's `27 nov 2026 11:40:00 GMT`, without a weekday), and browsers read them all,
//! where the cookie crate's parser reads only a few HTTP-date formats (and takes a cookie
//! whose `Expires` it cannot read for a session cookie). [`normalize`] gives the date as
//! an IMF-fixdate, which the crate reads.

/// The months' names, as the date's month token begins.
const MONTHS: [&str; 12] =
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];

/// RFC 6265 5.1.1's algorithm: `value` as (year, month 1–12, day, hour, minute, second),
/// or `None` when it is not a cookie-date.
pub fn parse(value: &str) -> Option<(i64, u32, u32, u32, u32, u32)> {
    // 1. The date-tokens: the runs of non-delimiters.
    let is_delimiter = |c: char| matches!(c, '\t' | '\u{20}'..='\u{2F}' | '\u{3B}'..='\u{40}' | '\u{5B}'..='\u{60}' | '\u{7B}'..='\u{7E}');
    let (mut time, mut day, mut month, mut year) = (None, None, None, None);
    // 2. Each token, in order: the first time, day of month, month and year.
    for token in value.split(is_delimiter).filter(|t| !t.is_empty()) {
        if time.is_none()
            && let Some(hms) = time_of(token)
        {
            time = Some(hms);
        } else if day.is_none()
            && let Some(d) = digits(token, 1, 2)
        {
            day = Some(d);
        } else if month.is_none()
            && let Some(m) =
                MONTHS.iter().position(|m| token.get(..3).is_some_and(|t| t.eq_ignore_ascii_case(m)))
        {
            month = Some(m as u32 + 1);
        } else if year.is_none()
            && let Some(y) = digits(token, 2, 4)
        {
            year = Some(y);
        }
    }
    let (hour, minute, second) = time?;
    let (day, month, mut year) = (day?, month?, i64::from(year?));
    // 3–4. Two-digit years.
    if (70..=99).contains(&year) {
        year += 1900;
    } else if (0..=69).contains(&year) {
        year += 2000;
    }
    // 5. Every part found, and within its range; the date exists.
    let days_in_month = match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    if !(1..=days_in_month).contains(&day) || year < 1601 || hour > 23 || minute > 59 || second > 59 {
        return None;
    }
    Some((year, month, day, hour, minute, second))
}

/// `value` as an IMF-fixdate (`Thu, 01 Jan 1970 00:00:00 GMT`), clamped to the years
/// 1970–9999, or `None` when it is not a cookie-date.
pub fn normalize(value: &str) -> Option<String> {
    let (year, month, day, hour, minute, second) = match parse(value)? {
        (year, ..) if year < 1970 => (1970, 1, 1, 0, 0, 0),
        (year, ..) if year > 9999 => (9999, 12, 31, 23, 59, 59),
        date => date,
    };
    let days = days_from_civil(year, month, day);
    let weekday = WEEKDAYS[days.rem_euclid(7) as usize];
    let mut name = MONTHS[month as usize - 1].to_string();
    name[..1].make_ascii_uppercase();
    Some(format!("{weekday}, {day:02} {name} {year:04} {hour:02}:{minute:02}:{second:02} GMT"))
}

/// The days from 1970-01-01 to a date of the proleptic Gregorian calendar.
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month = i64::from(month);
    let day_of_year = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// A token of `min` to `max` digits, followed by anything but a digit.
fn digits(token: &str, min: usize, max: usize) -> Option<u32> {
    let count = token.bytes().take_while(u8::is_ascii_digit).count();
    if count < min || count > max {
        return None;
    }
    token[..count].parse().ok()
}

/// A time token: `h:m:s` of one or two digits each, followed by anything but a digit.
fn time_of(token: &str) -> Option<(u32, u32, u32)> {
    let mut parts = token.splitn(3, ':');
    let hour = parts.next()?;
    let minute = parts.next()?;
    let second = parts.next()?;
    let whole = |part: &str| (1..=2).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_digit());
    if !whole(hour) || !whole(minute) {
        return None;
    }
    Some((hour.parse().ok()?, minute.parse().ok()?, digits(second, 1, 2)?))
}
