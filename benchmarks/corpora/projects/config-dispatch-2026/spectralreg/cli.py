import argparse

PENALTIES = ("none", "l2", "spectral")


def parse_args(argv=None):
    p = argparse.ArgumentParser(prog="spectralreg")
    p.add_argument("--penalty", default="spectral", choices=PENALTIES)
    p.add_argument("--coef", type=float, default=1e-2)
    p.add_argument("--target", type=float, default=1.0, help="allowed spectral norm")
    p.add_argument("--power-iters", type=int, default=4)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--epochs", type=int, default=8)
    p.add_argument("--batch", type=int, default=128)
    p.add_argument("--lr", type=float, default=5e-3)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)
