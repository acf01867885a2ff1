"""Host-side summaries of the concrete results."""
import numpy as np


def summarize(X, w, b, losses, labels, moments):
    probs = 1.0 / (1.0 + np.exp(-(X @ w + b)))
    acc = float(np.mean((probs > 0.5) == (labels == 1)))
    pos_mean = X[labels == 1].mean(axis=0)
    neg_mean = X[labels == 0].mean(axis=0)
    lines = [
        f"rows {X.shape[0]}  features {X.shape[1]}",
        f"loss {losses[0]:.4f} -> {losses[-1]:.4f}  train acc {acc:.3f}",
        f"largest class gap at feature {int(np.argmax(np.abs(pos_mean - neg_mean)))}",
    ]
    for name, m in moments.items():
        lines.append(f"  {name}: mean {float(m['mean']):.2f} std {float(m['std']):.2f}")
    return "\n".join(lines)
