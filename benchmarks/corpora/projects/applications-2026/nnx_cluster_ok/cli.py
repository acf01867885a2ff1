import argparse

from .train import fit


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--clusters", type=int, default=4)
    p.add_argument("--latent", type=int, default=2)
    p.add_argument("--hidden", type=int, default=32)
    p.add_argument("--steps", type=int, default=150)
    p.add_argument("--eval-every", type=int, default=50)
    p.add_argument("--temperature", type=float, default=0.5)
    p.add_argument("--lr", type=float, default=5e-3)
    p.add_argument("--verbose", action="store_true")
    fit(p.parse_args())
