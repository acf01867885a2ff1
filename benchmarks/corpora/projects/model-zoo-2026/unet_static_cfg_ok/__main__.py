import jax
import jax.numpy as jnp

from . import config, registry, train


def main():
    cfg = config.DiffusionConfig()
    model = registry.create(cfg)
    key = jax.random.key(0)
    x = jnp.zeros((1, cfg.image_size, cfg.image_size, 1))
    params = model.init(key, x, jnp.zeros((1,), jnp.int32))["params"]
    train.fit(model, params, cfg, key)


if __name__ == "__main__":
    main()
