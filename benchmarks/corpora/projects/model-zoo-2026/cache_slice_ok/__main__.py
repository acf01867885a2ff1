import jax
import jax.numpy as jnp
import optax

from . import config, registry, sample, train
from .models import init_cache


def main():
    cfg = config.get_config()
    model = registry.build(cfg.model)
    key = jax.random.key(0)
    tok = jnp.zeros((1,), jnp.int32)
    params = model.init(key, tok, jnp.int32(0), init_cache(cfg.model, 1))["params"]
    tx = optax.adam(cfg.train.lr)
    opt_state = tx.init(params)
    for step in range(cfg.train.steps):
        key, sub = jax.random.split(key)
        tokens = sample.sample(params, sub, model, cfg.model, cfg.sample)
        print("sampled", tokens[0].tolist())
        params, opt_state, loss = train.train_step(params, opt_state, tokens, model, cfg.model, tx)
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
