import jax
import optax

from . import config, registry, train


def main():
    cfg, rcfg = config.ModelConfig(), config.RouterConfig()
    model = registry.create(cfg)
    key = jax.random.key(0)
    tokens = jax.random.randint(key, (config.BATCH, config.LENGTH), 0, cfg.vocab)
    params = model.init(key, tokens, rcfg)["params"]
    tx = optax.sgd(0.1)
    opt_state = tx.init(params)
    step_fn = train.make_train_step(model, tx)
    for step in range(config.STEPS):
        key, sub = jax.random.split(key)
        tokens = jax.random.randint(sub, (config.BATCH, config.LENGTH), 0, cfg.vocab)
        batch = {"tokens": tokens, "tags": tokens % cfg.num_classes}
        params, opt_state, loss = step_fn(params, opt_state, batch, rcfg)
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
