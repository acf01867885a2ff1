from jitvar_ok.pipeline import run

print([o.shape for o in run()])
