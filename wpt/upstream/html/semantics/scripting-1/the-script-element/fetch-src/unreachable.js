unreachable();
