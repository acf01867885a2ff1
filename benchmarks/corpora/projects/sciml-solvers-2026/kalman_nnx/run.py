import jax.numpy as jnp
import numpy as np

from .config import FilterOptions, parse_args
from .data import simulate_track
from .learn import fit, smooth
from .ssm import TrackingModel


def main(argv=None):
    args = parse_args(argv)
    opts = FilterOptions.from_args(args)
    rng = np.random.default_rng(args.seed)
    xs, ys = simulate_track(rng, opts.length, opts.dt, args.true_q, args.true_r)
    ys_j = jnp.asarray(ys)

    model = TrackingModel(args.dt, args.init_q, args.init_r)
    history = fit(model, ys_j, args, steps=args.steps, lr=args.lr)

    q, r = (float(v) for v in model.noise_levels())
    print(f"learned q {q:.3f} (true {args.true_q}), r {r:.3f} (true {args.true_r})")
    m_s, p_s = smooth(model, ys_j, opts)
    m_s = np.asarray(m_s)
    rmse_obs = float(np.sqrt(np.mean((ys[:, 0] - xs[:, 0]) ** 2)))
    rmse_smooth = float(np.sqrt(np.mean((m_s[:, 0] - xs[:, 0]) ** 2)))
    print(f"position rmse: raw observations {rmse_obs:.3f}, smoothed {rmse_smooth:.3f}")
    print(f"nll/T improved {history[0]:.3f} -> {history[-1]:.3f}")
