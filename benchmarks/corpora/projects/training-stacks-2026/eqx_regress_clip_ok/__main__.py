import equinox as eqx
import jax
import numpy as np

from .data import RunConfig, make_dataset, sample_batch, standardize
from .evaluate import evaluate
from .model import MLPRegressor
from .optim import make_optimizer
from .train import train_step


def main():
    cfg = RunConfig()
    rng = np.random.default_rng(cfg.seed)
    x_tr, y_tr = make_dataset(cfg.n_train, cfg.in_dim, cfg.noise, rng)
    x_te, y_te = make_dataset(cfg.n_test, cfg.in_dim, cfg.noise, rng)
    (y_tr, y_te), _ = standardize(y_tr, y_te)

    key = jax.random.key(cfg.seed)
    key, model_key = jax.random.split(key)
    model = MLPRegressor(cfg.in_dim, cfg.width, cfg.depth, cfg.out_dim, cfg.dropout, model_key)
    optimizer, schedule = make_optimizer(cfg)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))

    losses = []
    for step in range(cfg.steps):
        xb, yb = sample_batch(x_tr, y_tr, cfg.batch_size, rng)
        key, step_key = jax.random.split(key)
        model, opt_state, loss = train_step(model, opt_state, xb, yb, step_key, optimizer)
        losses.append(loss)
        if (step + 1) % cfg.log_every == 0:
            recent = np.asarray(jax.device_get(losses[-cfg.log_every:]))
            clip_state = opt_state[0]
            print(f"step {step + 1} lr {float(schedule(step)):.1e} loss {recent.mean():.4f} "
                  f"grad_norm {float(clip_state.last_norm):.3f} "
                  f"clipped {int(clip_state.num_clipped)}/{step + 1}")

    print("test", evaluate(model, x_te, y_te))


if __name__ == "__main__":
    main()
