self.imported = "real";
