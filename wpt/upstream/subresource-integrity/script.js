// nothing important.
