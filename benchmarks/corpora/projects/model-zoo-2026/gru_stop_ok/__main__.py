import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from . import config, generate, registry, train


def main():
    cfg = config.Config()
    model = registry.build(cfg)
    optimizer = optax.adam(cfg.lr)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    key = jax.random.key(1)
    for step in range(cfg.steps):
        key, sub = jax.random.split(key)
        tokens = jax.random.randint(sub, (cfg.batch, cfg.seq_len), 1, cfg.vocab)
        model, opt_state, loss = train.train_step(model, opt_state, tokens, optimizer)
        print(f"step {step} loss {float(loss):.3f}")
    prompt = jnp.array([3, 5, 7], jnp.int32)
    print("sample", generate.generate(model, prompt, key, cfg).tolist())


if __name__ == "__main__":
    main()
