import numpy as np
import jax
import jax.numpy as jnp

from .model import GPT
from .train import create_state, train_step
from .sampling import generate

VOCAB = 16
LENGTH = 12


def progressions(rng, n):
    start = rng.integers(0, VOCAB, size=(n, 1))
    stride = rng.integers(1, 4, size=(n, 1))
    return ((start + stride * np.arange(LENGTH)[None, :]) % VOCAB).astype(np.int32)


def continuation_accuracy(tokens, prompt_len):
    stride = (tokens[:, 1] - tokens[:, 0]) % VOCAB
    expected = (tokens[:, :1] + stride[:, None] * np.arange(LENGTH)[None, :]) % VOCAB
    return float((tokens[:, prompt_len:] == expected[:, prompt_len:]).mean())


def main():
    rng = np.random.default_rng(2)
    model = GPT(vocab_size=VOCAB, max_len=LENGTH)
    state = create_state(model, jax.random.PRNGKey(2), total=100)
    for step in range(100):
        state, loss, acc = train_step(state, jnp.asarray(progressions(rng, 32)))
        if step % 50 == 0 or step == 99:
            print(f"step {step}: loss={float(loss):.3f} acc={float(acc):.3f}")

    prompt_len = 3
    prompts = np.zeros((8, LENGTH), np.int32)
    prompts[:, :prompt_len] = progressions(rng, 8)[:, :prompt_len]
    decoder = model.clone(decode=True)
    greedy = np.asarray(generate(decoder, state.params, jnp.asarray(prompts),
                                 jax.random.PRNGKey(3), prompt_len, temperature=0.0))
    sampled = np.asarray(generate(decoder, state.params, jnp.asarray(prompts),
                                  jax.random.PRNGKey(4), prompt_len, temperature=0.8, top_k=4))
    print("greedy:", greedy[0].tolist())
    print(f"continuation accuracy: greedy={continuation_accuracy(greedy, prompt_len):.2f} "
          f"top-k={continuation_accuracy(sampled, prompt_len):.2f}")


if __name__ == "__main__":
    main()
