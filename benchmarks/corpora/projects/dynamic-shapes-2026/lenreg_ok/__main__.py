import jax
import jax.numpy as jnp
import optax

from . import data, train
from .config import Config
from .model import AcousticModel


def main() -> None:
    cfg = Config()
    model = AcousticModel(cfg)
    dummy_phonemes = jnp.ones(cfg.max_phones, dtype=jnp.int32)
    dummy_durations = jnp.full(cfg.max_phones, cfg.max_dur, dtype=jnp.int32)
    params = jax.jit(model.init)(jax.random.PRNGKey(cfg.seed), dummy_phonemes, dummy_durations)
    tx = optax.adam(cfg.lr)
    opt_state = tx.init(params)
    train_epoch = train.make_train_epoch(model, tx)
    for epoch in range(cfg.epochs):
        batches = data.make_epoch(cfg, cfg.seed + epoch)
        params, opt_state, losses = train_epoch(params, opt_state, batches)
        print(f"epoch {epoch} mean loss {float(losses.mean()):.4f}")


if __name__ == "__main__":
    main()
