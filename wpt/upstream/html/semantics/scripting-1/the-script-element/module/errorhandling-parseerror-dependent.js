// Parse error in a dependent module
1A
