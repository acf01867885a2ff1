import jax
import jax.numpy as jnp
import numpy as np


def init_cache(model, batch_size):
    decoder = model.clone(decode=True)
    variables = jax.jit(decoder.init)(jax.random.key(0), jnp.zeros((batch_size, 1), jnp.int32))
    return decoder, variables["cache"]


def make_decode_step(decoder):
    @jax.jit
    def decode_step(params, cache, token):
        logits, updated = decoder.apply({"params": params, "cache": cache}, token,
                                        mutable=["cache"])
        return logits[:, -1], updated["cache"]
    return decode_step


def generate(model, params, prompt, num_new, temperature=None, rng=None):
    decoder, cache = init_cache(model, prompt.shape[0])
    decode_step = make_decode_step(decoder)
    logits = None
    for i in range(prompt.shape[1]):
        logits, cache = decode_step(params, cache, jnp.asarray(prompt[:, i:i + 1]))
    out = []
    for _ in range(num_new):
        if temperature is None:
            token = jnp.argmax(logits, axis=-1)
        else:
            rng, sub = jax.random.split(rng)
            token = jax.random.categorical(sub, logits / temperature)
        out.append(np.asarray(token))
        logits, cache = decode_step(params, cache, token[:, None].astype(jnp.int32))
    return np.stack(out, axis=1)


def continuation_accuracy(generated, reference):
    return float(np.mean(generated == reference))
