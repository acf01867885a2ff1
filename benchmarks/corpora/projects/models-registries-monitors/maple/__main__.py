import numpy as np

from .train import train

params = train()
print("weights:", np.round(np.asarray(params["w"]).ravel(), 3), f"({train.last_seconds:.2f}s)")
