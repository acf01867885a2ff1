import argparse


def build_parser():
    p = argparse.ArgumentParser(description="Run MALA / HMC chains on test targets.")
    p.add_argument("--method", choices=("mala", "hmc"), default=None)
    p.add_argument("--n-chains", type=int, default=4)
    p.add_argument("--n-samples", type=int, default=1000)
    p.add_argument("--burn-in", type=int, default=200)
    p.add_argument("--mala-step", type=float, default=0.9)
    p.add_argument("--hmc-step", type=float, default=0.25)
    p.add_argument("--leapfrog", type=int, default=8)
    p.add_argument("--bound", type=float, default=6.0)
    p.add_argument("--seed", type=int, default=1)
    return p


def parse_args(argv=None):
    return build_parser().parse_args(argv)
