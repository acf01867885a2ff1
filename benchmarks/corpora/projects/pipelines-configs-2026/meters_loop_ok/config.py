"""argparse configuration with defaults that can be overridden from a dict."""
import argparse


def build_parser():
    p = argparse.ArgumentParser(prog="meters_loop")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--num-train", type=int, default=600)
    p.add_argument("--num-eval", type=int, default=200)
    p.add_argument("--batch-size", type=int, default=50)
    p.add_argument("--hidden", type=int, nargs="+", default=[32, 32])
    p.add_argument("--lr", type=float, default=1e-2)
    p.add_argument("--epochs", type=int, default=8)
    p.add_argument("--patience", type=int, default=3)
    p.add_argument("--noise", type=float, default=0.15)
    return p


def parse(argv=None, **overrides):
    args = build_parser().parse_args(argv if argv is not None else [])
    for key, value in overrides.items():
        setattr(args, key, value)
    return args
