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

    def cond(carry):
        i, tok, _, _, _ = carry
        return (i < cfg.max_new) & (tok != cfg.eos)

    def body(carry):
        i, tok, h, out, key = carry
        key, sub = jax.random.split(key)
        h, logits = model.step(h, tok)
        tok = sample_token(sub, logits, cfg.temperature)
        return i + 1, tok, h, out.at[i].set(tok), key

    _, _, _, out, _ = jax.lax.while_loop(cond, body, (0, tok, h, out, key))
    return out
