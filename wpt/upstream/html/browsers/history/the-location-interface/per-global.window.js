// META: script=/common/object-association.js

testIsPerWindow("location");
