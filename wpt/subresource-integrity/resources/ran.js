self.ran = (self.ran ?? 0) + 1;
