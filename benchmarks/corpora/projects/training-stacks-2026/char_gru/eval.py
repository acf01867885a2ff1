import jax
import numpy as np
import optax
from flax import nnx

from .metrics import aggregate, bits_per_char, perplexity, token_accuracy


@nnx.jit
def eval_step(model, batch):
    logits, _ = model(batch["inputs"])
    nll = optax.softmax_cross_entropy_with_integer_labels(logits, batch["targets"]).mean()
    return {"nll": nll, "ppl": perplexity(nll), "bpc": bits_per_char(nll),
            "acc": token_accuracy(logits, batch["targets"])}


def evaluate(model, batches):
    model.eval()
    results = [jax.device_get(eval_step(model, b)) for b in batches]
    model.train()
    return aggregate(results)


@nnx.jit
def next_char_logits(model, tokens, state):
    logits, state = model(tokens, state)
    return logits[:, -1], state


def greedy_sample(model, vocab, prompt, length):
    model.eval()
    ids = vocab.encode(prompt)[None]
    logits, state = next_char_logits(model, ids, None)
    out = []
    for _ in range(length):
        nxt = int(np.asarray(logits).argmax(-1)[0])
        out.append(nxt)
        logits, state = next_char_logits(model, np.array([[nxt]], np.int32), state)
    model.train()
    return prompt + vocab.decode(out)
