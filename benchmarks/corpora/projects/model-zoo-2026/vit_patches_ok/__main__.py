import equinox as eqx
import jax
import optax

from . import config, ensemble, train


def main():
    cfg = config.ViTConfig()
    key = jax.random.key(0)
    models = ensemble.make_ensemble(cfg, key)
    optimizer = optax.adamw(cfg.lr)
    opt_state = optimizer.init(eqx.filter(models, eqx.is_inexact_array))
    shape = (cfg.batch, cfg.channels, cfg.image_size, cfg.image_size)
    for step in range(cfg.steps):
        key, k1, k2 = jax.random.split(key, 3)
        images = jax.random.normal(k1, shape)
        labels = jax.random.randint(k2, (cfg.batch,), 0, cfg.num_classes)
        models, opt_state, loss = train.train_step(models, opt_state, images, labels, optimizer)
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
