import argparse


def get_args(argv=None):
    p = argparse.ArgumentParser(description="Fit a neural ODE to a damped oscillator.")
    p.add_argument("--hidden", type=int, default=32)
    p.add_argument("--n-steps", type=int, default=20)
    p.add_argument("--horizon", type=float, default=2.0)
    p.add_argument("--damping", type=float, default=0.3)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--iters", type=int, default=80)
    p.add_argument("--batch", type=int, default=32)
    p.add_argument("--n-test", type=int, default=64)
    p.add_argument("--log-every", type=int, default=20)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args([] if argv is None else argv)
