import jax
import jax.numpy as jnp

VOCAB = 11


@jax.jit
def next_logits(embed, tokens):
    h = embed[tokens].mean(axis=0)
    return h @ embed.T


def generate(embed, prompt, steps):
    tokens = prompt
    out = []
    for _ in range(steps):
        logits = next_logits(embed, tokens)
        nxt = jnp.argmax(logits)
        tokens = jnp.concatenate([tokens[1:], nxt[None]])
        out.append(int(nxt))
    return out


if __name__ == "__main__":
    embed = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, 5))
    print(generate(embed, jnp.array([1, 2, 3]), 8))
