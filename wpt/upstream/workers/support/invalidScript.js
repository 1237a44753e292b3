SELECT * FROM TABLE; // an invalid script.
