class HP:
    in_dim = 4
    width = 12
    depth = 3
    out_dim = 2
    activation = "gelu"
    lr = 3e-3
    steps = 5
    n = 40
    noise = 0.05
