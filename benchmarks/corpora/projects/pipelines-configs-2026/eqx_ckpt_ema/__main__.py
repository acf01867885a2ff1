import os
import tempfile

import equinox as eqx
import jax
import numpy as np
import optax

from . import checkpoint
from .config import get_config
from .data import batches, make_data, prefetch
from .evaluate import mse, r2
from .model import ResMLP
from .train import ema_model, init_ema, make_step


def main():
    cfg = get_config(ckpt_dir=tempfile.mkdtemp(prefix="eqx_ckpt_"))
    rng = np.random.default_rng(cfg.seed)
    x_tr, y_tr = make_data(cfg.num_train, cfg.in_dim, rng)
    x_ev, y_ev = make_data(cfg.num_eval, cfg.in_dim, rng)

    model = ResMLP(cfg.in_dim, cfg.width, cfg.depth, jax.random.PRNGKey(cfg.seed))
    optimizer = optax.adam(cfg.learning_rate)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    ema = init_ema(model)
    step = make_step(optimizer, cfg.ema_decay)

    saved = []
    stream = prefetch(batches(x_tr, y_tr, cfg.batch_size, rng))
    for i in range(1, cfg.num_steps + 1):
        x, y = next(stream)
        model, ema, opt_state, loss = step(model, ema, opt_state, x, y)
        if i % cfg.eval_every == 0:
            path = os.path.join(cfg.ckpt_dir, f"ema_{i:05d}.npz")
            saved.append(checkpoint.save(path, ema_model(model, ema), step=i))
            print(f"step {i}: loss {float(loss):.4f} eval mse {mse(model, x_ev, y_ev):.4f} "
                  f"ema mse {mse(ema_model(model, ema), x_ev, y_ev):.4f}")

    restored, at = checkpoint.restore(saved[-1], model)
    print(f"restored step {at}: mse {mse(restored, x_ev, y_ev):.4f} r2 {r2(restored, x_ev, y_ev):.3f}")

    prev, _ = checkpoint.restore(saved[-2], model)
    soup = ema_model(model, checkpoint.interpolate(prev, restored, 0.5))
    print(f"two-checkpoint average: mse {mse(soup, x_ev, y_ev):.4f}")


if __name__ == "__main__":
    main()
