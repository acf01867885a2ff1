import jax

from . import config, data, registry, train


def main():
    cfg, tcfg = config.default_configs()
    model = registry.build(cfg)
    state = train.create_state(model, cfg, tcfg, jax.random.key(0))
    for step, batch in enumerate(data.synthetic_batches(cfg)):
        state, loss = train.train_step(state, batch, tcfg)
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
