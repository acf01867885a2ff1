"""Run the benchmark grid described by the command line."""
import jax.numpy as jnp
import numpy as np

from . import config
from .data import starting_points
from .models import global_minimum
from .optim import build_optimizer
from .schedules import make_schedule
from .solver import minimize


def main(argv=None):
    args = config.parse(argv)
    schedule = make_schedule(args.schedule, args.lr, args.steps, args.warmup, args.final_lr_ratio)
    marks = np.linspace(0, args.steps - 1, args.preview_points).astype(int)
    preview = ", ".join(f"{int(s)}:{float(schedule(jnp.asarray(s))):.4f}" for s in marks)
    print(f"{args.optimizer} + {schedule.__name__}  [{preview}]")
    tx = build_optimizer(args.optimizer, schedule, args.clip)
    for name in args.objectives:
        x0 = starting_points(name, args.starts, args.dim, args.seed)
        _, losses = minimize(jnp.asarray(x0), objective=name, tx=tx, num_steps=args.steps)
        losses = np.asarray(losses)
        gap = losses[:, -1] - global_minimum(name, args.dim)
        print(f"{name:>16s}: median gap {float(np.median(gap)):9.4f}  "
              f"best {float(gap.min()):9.4f}  solved {(gap < 1e-2).mean():.0%}")
    return 0
