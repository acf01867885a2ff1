import jax
import optax

from . import config, registry, train


def main():
    cfg = config.get_config()
    model = registry.get_model(cfg.model)
    key = jax.random.key(0)
    x, y = train.regression_batch(key, cfg.data.batch, cfg.data.length, cfg.model.features)
    params = train.init_params(model, key, x)
    tx = optax.adam(cfg.optim.lr)
    opt_state = tx.init(params)
    for step in range(cfg.optim.steps):
        key, sub = jax.random.split(key)
        x, y = train.regression_batch(sub, cfg.data.batch, cfg.data.length, cfg.model.features)
        params, opt_state, loss = train.train_step(params, opt_state, x, y, model.apply, tx)
        print(f"step {step} mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
