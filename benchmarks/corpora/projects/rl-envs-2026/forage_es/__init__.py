"""A foraging grid solved with OpenAI-style evolution strategies over a flat MLP."""
