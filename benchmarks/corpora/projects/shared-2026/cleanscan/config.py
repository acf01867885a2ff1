CFG = {"in": 3, "hidden": 10, "seq": 9, "batch": 6, "inner": 2, "lr": 0.05, "iters": 8, "log_every": 4, "reset_every": 3}
