// This is a plain JavaScript file, but since it will only be accessed with
// a Content-Type of text/plain and nosniff, it will be seen as invalid.
// The file itself will have no errors/effects, so if it does actually run,
// no error will be detected, and the test will fail.

var foo = null;
export foo;