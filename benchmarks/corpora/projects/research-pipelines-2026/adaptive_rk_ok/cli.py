import argparse


def get_args(argv=None):
    p = argparse.ArgumentParser(description="adaptive RK23 on stiff-ish oscillators")
    p.add_argument("--system", default="vdp", choices=["vdp", "lorenz"])
    p.add_argument("--mu", type=float, default=2.0)
    p.add_argument("--t-end", type=float, default=4.0)
    p.add_argument("--num-out", type=int, default=8)
    p.add_argument("--batch", type=int, default=4)
    p.add_argument("--rtol", type=float, default=1e-4)
    p.add_argument("--atol", type=float, default=1e-6)
    p.add_argument("--dt0", type=float, default=0.1)
    p.add_argument("--max-halvings", type=int, default=12)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)
