"""Character-level RNN language model loss computed with lax.scan."""

import jax
import jax.numpy as jnp
from jax import lax


def init(key, vocab, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": jax.random.normal(k1, (vocab, hidden)) * 0.1,
        "rec": jax.random.normal(k2, (hidden, hidden)) * 0.1,
        "out": jax.random.normal(k3, (hidden, vocab)) * 0.1,
    }


def sequence_loss(params, tokens):
    inputs, targets = tokens[:-1], tokens[1:]
    hidden = params["rec"].shape[0]

    def step(h, pair):
        tok, target = pair
        h = jnp.tanh(params["embed"][tok] + h @ params["rec"])
        logp = jax.nn.log_softmax(h @ params["out"])
        return h, -logp[target]

    _, losses = lax.scan(step, jnp.zeros(hidden), (inputs, targets))
    return losses.mean()


@jax.jit
def update(params, tokens):
    loss, g = jax.value_and_grad(sequence_loss)(params, tokens)
    return jax.tree_util.tree_map(lambda p, gp: p - 0.5 * gp, params, g), loss


text = "hello jax, hello scan"
vocab = sorted(set(text))
tokens = jnp.array([vocab.index(c) for c in text])
params = init(jax.random.PRNGKey(0), len(vocab), 32)
for _ in range(30):
    params, loss = update(params, tokens)
print(float(loss))
