import equinox as eqx
import jax
import jax.numpy as jnp


def sample_token(key, logits, temperature):
    return jax.random.categorical(key, logits / temperature).astype(jnp.int32)


@eqx.filter_jit
def generate(model, prompt, key, cfg):
    h, _ = model(prompt[:-1])
    tok = prompt[-1]
    out = jnp.full((cfg.max_new,), cfg.eos, jnp.int32)
    i = 0
    while i < cfg.max_new and tok != cfg.eos:
        key, sub = jax.random.split(key)
        h, logits = model.step(h, tok)
        tok = sample_token(sub, logits, cfg.temperature)
        out = out.at[i].set(tok)
        i += 1
    return out
