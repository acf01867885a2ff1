import jax
import jax.numpy as jnp


@jax.jit
def train_metrics(logits, labels):
    print("tracing with logits", logits)
    print(f"labels: {labels}")
    probs = jax.nn.softmax(logits, axis=-1)
    nll = -jnp.mean(jnp.log(probs[jnp.arange(labels.shape[0]), labels]))
    acc = jnp.mean(jnp.argmax(logits, axis=-1) == labels)
    jax.debug.print("nll={nll:.4f} acc={acc:.2f}", nll=nll, acc=acc)
    return {"nll": nll, "acc": acc}


logits = jnp.array([[2.0, 0.5, 0.1], [0.1, 0.2, 3.0], [1.0, 1.5, 0.3]])
labels = jnp.array([0, 2, 0])
m = train_metrics(logits, labels)
print(f"nll = {float(m['nll']):.3f}, acc = {m['acc'].item():.2f}")
m2 = train_metrics(logits * 2.0, labels)
for name, value in m2.items():
    print(f"{name}: {value:.3f}")
