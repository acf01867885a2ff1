import jax
import jax.numpy as jnp
import numpy as np

from .config import parse_args
from .diagnostics import summarize
from .sampler import run_chains
from .targets import BoundedBanana, Gaussian


def report(name, rows, acc):
    print(f"{name}: acceptance {acc:.2f}")
    for r in rows:
        print(f"   x[{r['dim']}] mean {r['mean']:+.3f} sd {r['sd']:.3f} ess {r['ess']:7.1f} rhat {r['rhat']:.3f}")


def main(argv=None):
    args = parse_args(argv)
    methods = ("mala", "hmc") if args.method is None else (args.method,)
    key = jax.random.PRNGKey(args.seed)
    targets = {
        "gaussian": Gaussian([1.0, -1.0], [[1.0, 0.6], [0.6, 1.0]]),
        "banana": BoundedBanana(bound=args.bound),
    }
    for tname, target in targets.items():
        rng = np.random.default_rng(args.seed)
        x0s = jnp.asarray(rng.uniform(-1.0, 1.0, size=(args.n_chains, target.dim)), dtype=jnp.float32)
        for method in methods:
            key, sub = jax.random.split(key)
            xs, acc = run_chains(sub, target, x0s, method, args)
            rows, rate = summarize(xs, acc, args.burn_in)
            report(f"{tname}/{method}", rows, rate)
        if isinstance(target, BoundedBanana):
            print("   reference mean", np.round(target.reference_mean(), 3))
