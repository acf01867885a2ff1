import jax

from . import config, registry, train


def main():
    cfg = config.Cfg()
    model = registry.get_model(cfg.model)
    key = jax.random.key(0)
    shape = (cfg.train.batch, cfg.image_size, cfg.image_size, 3)
    images = jax.random.normal(key, shape)
    labels = jax.random.randint(key, (cfg.train.batch,), 0, cfg.model.num_classes)
    state = train.create_state(model, cfg, images, key)
    for step in range(cfg.train.steps):
        state = train.train_step(state, images, labels)
        print(f"step {step} loss {float(train.evaluate(state, images, labels)):.4f}")


if __name__ == "__main__":
    main()
