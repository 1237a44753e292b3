// Do nothing.
