import jax
import jax.numpy as jnp

from . import config, registry, train


def main():
    cfg = config.get_config()
    model = registry.create_model(cfg["model"])
    n = cfg["data"]["max_len"]
    tokens = jnp.zeros((1, n), jnp.int32)
    params = model.init(jax.random.key(0), tokens, jnp.ones_like(tokens))["params"]
    tx = train.make_optimizer(cfg["optim"])
    opt_state = tx.init(params)
    batches = train.padded_batches(cfg["data"], cfg["model"]["vocab"], cfg["optim"]["steps"])
    for step, batch in enumerate(batches):
        params, opt_state, loss = train.train_step(params, model, tx, opt_state, batch)
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
