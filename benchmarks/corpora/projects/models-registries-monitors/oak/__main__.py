from .train import train

params, history = train()
print(f"loss went from {history[0]:.4f} to {history[-1]:.4f}")
