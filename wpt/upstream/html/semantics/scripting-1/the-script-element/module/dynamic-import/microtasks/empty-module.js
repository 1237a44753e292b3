/*
This file is empty, because all it matters is if the
dynamic import that loads it fails or succedes.
*/
