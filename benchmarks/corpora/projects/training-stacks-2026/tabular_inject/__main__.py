import jax
import numpy as np

from .data import Config, random_batches, synth_tabular
from .evaluate import evaluate
from .model import TabularNet
from .optim import build_optimizer, current_lr, lr_at
from .train import init_state, train_step


def main():
    cfg = Config()
    train = synth_tabular(cfg.n_train, cfg.n_numeric, cfg.cat_cardinalities, cfg.seed)
    test = synth_tabular(cfg.n_test, cfg.n_numeric, cfg.cat_cardinalities, cfg.seed + 1)

    model = TabularNet(cfg.cat_cardinalities, cfg.embed_dim, cfg.hidden, cfg.dropout)
    rng = jax.random.key(cfg.seed)
    rng, init_rng = jax.random.split(rng)
    state = init_state(model, build_optimizer(cfg), init_rng, train)

    batches = random_batches(train, cfg.batch_size, np.random.default_rng(cfg.seed))
    losses = []
    for step in range(cfg.total_steps):
        rng, dropout_rng = jax.random.split(rng)
        state, loss = train_step(state, next(batches), lr_at(step, cfg), dropout_rng)
        losses.append(loss)
        if (step + 1) % cfg.log_every == 0:
            window = np.asarray(jax.device_get(losses[-cfg.log_every:]))
            print(f"step {step + 1} lr {current_lr(state.opt_state):.2e} loss {window.mean():.4f}")

    print("test", {k: round(v, 4) for k, v in evaluate(state, test).items()})
    stats = jax.device_get(state.input_stats)
    print("running input mean", [round(float(v), 2) for v in stats["RunningNormalizer_0"]["mean"]])


if __name__ == "__main__":
    main()
